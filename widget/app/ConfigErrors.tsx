import { type ConfigProblem, formatProblem } from '../config/problems';
import { LinkedText } from '../ui/LinkedText';

/** Configuration errors as screen text, so a developer sees them at once without a console. */
export function ConfigErrors({ title, problems }: { title: string; problems: ConfigProblem[] }) {
  return (
    <div className="stw-banner stw-banner--error" role="alert">
      <p className="stw-text">{title}</p>
      <ul className="stw-stack">
        {problems.map((problem) => (
          <li key={`${problem.path}:${problem.message}`}>
            <LinkedText
              text={problem.message.startsWith('Error:') ? problem.message : formatProblem(problem)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
