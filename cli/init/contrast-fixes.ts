import type { ConfigFile } from '../../widget/config/schema';
import { hasThemeColours } from '../config/theme-colour-paths';
import type { AskContext } from '../prompts/ask';

/**
 * A theme below WCAG AA (the widget's own check): on a terminal, each colour that passes is
 * offered in place of the one chosen, pair by pair; what stays (declined, or without a
 * terminal) is returned as warnings with the fix, never changed unasked.
 */
export async function offerContrastFixes(
  context: AskContext,
  built: ConfigFile,
): Promise<{ config: ConfigFile; warnings: string[] }> {
  // The default theme passes: the colour library loads only for a theme with colours.
  if (!hasThemeColours(built.styles)) return { config: built, warnings: [] };
  const { themeContrast, contrastLine, contrastFix, withFix } = await import(
    '../config/theme-contrast'
  );
  let config = built;
  const declined = new Set<string>();
  // Each fix changes one colour, which may fix (or touch) other pairs: check again after each.
  for (;;) {
    const next = themeContrast(config.styles).find(
      (finding) => finding.fix && !declined.has(finding.label),
    );
    if (!next?.fix || !context.prompter) break;
    context.prompter.note(`Hard to read: ${contrastLine(next)}.`);
    const use = await context.prompter.confirm({
      message: `Use ${next.fix.value} for styles.${next.fix.path} instead (${next.fix.ratio.toFixed(2)}:1)?`,
      default: true,
    });
    if (use) config = { ...config, styles: withFix(config.styles ?? {}, next.fix) };
    else declined.add(next.label);
  }
  const warnings = themeContrast(config.styles).flatMap((finding) => [
    `warning: ${contrastLine(finding)}`,
    `    fix: ${contrastFix(finding)}`,
  ]);
  return { config, warnings };
}
