// TEMPORARY until the owning issue's screen lands; never committed as a screen.
export { default } from '../../components/NotFound';
