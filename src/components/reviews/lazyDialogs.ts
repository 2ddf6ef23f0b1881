import { lazyNamed } from '../../lib/lazyNamed';

// The review dialogs (formik and yup for the form, the dialog's modal) load when one is opened, not with the screen
// that offers them; their buttons preload them when the pointer or focus reaches them.
export const AddReviewDialog = lazyNamed(() => import('./AddReviewDialog'), 'AddReviewDialog');
export const ViewReviewDialog = lazyNamed(() => import('./ViewReviewDialog'), 'ViewReviewDialog');
