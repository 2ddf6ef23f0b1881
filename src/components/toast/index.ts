export { toast, useToast, type ToastOptions } from './toast';
export { Toaster } from './Toaster';
