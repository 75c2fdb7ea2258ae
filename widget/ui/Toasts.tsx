import { resolveValue, useToaster } from 'react-hot-toast/headless';
import { useWidget } from '../app/context';

/**
 * The sticky toast area inside the container. react-hot-toast's headless store keeps the
 * product's limits and timings (20 at most; 2 s success, 4 s error; 1 s removal delay); the
 * widget draws them with its own stylesheet so they work inside a shadow root too. Loaded by
 * ToastArea with the first toast; each widget reads its own toaster.
 */
export function Toasts() {
  const { toasterId } = useWidget();
  const { toasts } = useToaster(undefined, toasterId);
  return (
    <div className="stw-toasts">
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`stw-toast stw-toast--${t.type === 'error' ? 'error' : 'success'}`}
          data-visible={t.visible}
          {...t.ariaProps}
        >
          {resolveValue(t.message, t)}
        </div>
      ))}
    </div>
  );
}
