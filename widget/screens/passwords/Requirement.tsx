import { useWidget } from '../../app/context';

/** One line of a password checklist: its icon, and "Met:" or "Not met:" for screen readers. */
export function Requirement({ met, text }: { met: boolean; text: string }) {
  const { t } = useWidget();
  return (
    <li className="stw-requirement" data-met={met}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d={met ? 'M3 8.5l3 3 7-7' : 'M4 4l8 8M12 4l-8 8'}
        />
      </svg>
      <span className="stw-sr-only">{t(met ? 'strength.met' : 'strength.unmet')} </span>
      <span>{text}</span>
    </li>
  );
}
