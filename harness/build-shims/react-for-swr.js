// 'react' as swr sees it in the standalone (Preact) build. swr imports React's default export
// only to read `React.use` and `React.useId`; Preact compat's default export is the whole
// library, so that import alone would keep all of compat in the first-render bundle. This
// module hands swr the hooks it names and a default export with just what it reads (no `use`:
// swr then uses its own fallback, as on React 18).
import { useId } from 'preact/compat';

export {
  createContext,
  createElement,
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'preact/compat';

// biome-ignore lint/style/noDefaultExport: swr reads React's default export, so this module must have one
export default { useId };
