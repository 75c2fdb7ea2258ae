import { useWidget } from '../../app/context';
import { Requirement } from './Requirement';

interface LudsChecklistProps {
  missingCharacters: number;
  missingComplexity: number;
  breached: boolean;
}

/**
 * The LUDS policy's requirements, each marked met or not in words as well as
 * by its icon. The counts come from the project's bootstrap data; without it only the breach
 * line can be shown.
 */
export function LudsChecklist({
  missingCharacters,
  missingComplexity,
  breached,
}: LudsChecklistProps) {
  const { t, bootstrap } = useWidget();
  const config = bootstrap.passwordConfig;
  return (
    <ul className="stw-checklist">
      {config ? (
        <>
          <Requirement
            met={missingCharacters === 0}
            text={t('strength.length', { count: config.ludsMinimumCount })}
          />
          <Requirement
            met={missingComplexity === 0}
            text={t('strength.complexity', { count: config.ludsComplexity })}
          />
        </>
      ) : null}
      {breached ? <Requirement met={false} text={t('strength.breached')} /> : null}
    </ul>
  );
}
