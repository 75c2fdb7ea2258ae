import { toast } from 'react-hot-toast/headless';

export function showSuccessToast(message: string, toasterId: string): void {
  toast.success(message, { toasterId });
}

export function showErrorToast(message: string, toasterId: string): void {
  toast.error(message, { toasterId });
}
