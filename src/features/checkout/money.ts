import { paisaToTaka } from '../../../domain/pricing';
import { formatTaka } from '../../lib/format';

/** '৳ 1,234.50' from integer paisa. */
export const formatPaisaTaka = (paisa: number) => formatTaka(paisaToTaka(paisa));
