import { useWidget } from '../../app/context';
import { LudsChecklist } from './LudsChecklist';
import { Requirement } from './Requirement';
import { StrengthMeter } from './StrengthMeter';
import type { StrengthFeedback } from './strength-feedback';

/**
 * The strength of the password being chosen, in the project's policy: the meter and warning
 * for zxcvbn, the checklist for LUDS. Polite live region: it changes as the user types.
 */
export function PasswordStrength({
  id,
  feedback,
}: {
  id: string;
  feedback: StrengthFeedback | null;
}) {
  const { t } = useWidget();
  const breachedText = t('strength.breached');
  return (
    <div id={id} className="stw-strength" aria-live="polite">
      {feedback?.policy === 'zxcvbn' ? (
        <>
          <StrengthMeter score={feedback.score} />
          {feedback.warning ? <p className="stw-muted">{feedback.warning}</p> : null}
          {feedback.breached && feedback.warning !== breachedText ? (
            <ul className="stw-checklist">
              <Requirement met={false} text={breachedText} />
            </ul>
          ) : null}
        </>
      ) : null}
      {feedback?.policy === 'luds' ? (
        <LudsChecklist
          missingCharacters={feedback.missingCharacters}
          missingComplexity={feedback.missingComplexity}
          breached={feedback.breached}
        />
      ) : null}
      {feedback?.policy === 'none' && feedback.breached ? (
        <ul className="stw-checklist">
          <Requirement met={false} text={breachedText} />
        </ul>
      ) : null}
    </div>
  );
}
