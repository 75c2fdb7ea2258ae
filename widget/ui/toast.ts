import { toast } from 'react-hot-toast/headless';
import { requestToastArea } from './ToastArea';

export function showSuccessToast(message: string, toasterId: string): void {
  requestToastArea();
  toast.success(message, { toasterId });
}

export function showErrorToast(message: string, toasterId: string): void {
  requestToastArea();
  toast.error(message, { toasterId });
}
