import { useWidget } from '../../app/context';
import { METER_SEGMENTS, meterFill } from './strength-feedback';

/**
 * The zxcvbn meter: four segments, red while weak, green once strong. Assistive tech reads a
 * native <meter> with the score; the segments are drawn beside it for the eye only.
 */
export function StrengthMeter({ score }: { score: number }) {
  const { t } = useWidget();
  const { filled, tone } = meterFill(score);
  return (
    <div className="stw-meter" data-tone={tone} data-filled={filled}>
      <meter
        className="stw-sr-only"
        min={0}
        max={METER_SEGMENTS}
        value={score}
        aria-label={t('strength.meter')}
        aria-valuetext={t('strength.score', { score })}
      />
      {Array.from({ length: METER_SEGMENTS }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the four segments never move
          key={index}
          className="stw-meter-segment"
          data-on={index < filled}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}
