import { resolveValue, useToaster } from 'react-hot-toast/headless';

/**
 * The sticky toast area inside the container. react-hot-toast's headless store keeps the
 * spec's limits and timings (20 at most; 2 s success, 4 s error; 1 s removal delay); the
 * widget draws them with its own stylesheet so they work inside a shadow root too.
 */
export function Toasts({ toasterId }: { toasterId: string }) {
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
