import { useRef, useState } from 'react';
import { useWidget, useWidgetId } from '../../app/context';
import type { StringId } from '../../i18n/en';
import { isRtl } from '../../i18n/locales';
import type { PlacedForm } from '../../products/compose';
import type { EmailStyleTab } from '../../products/types';

const TAB_LABEL: Record<EmailStyleTab, StringId> = {
  sms: 'main.tabs.sms',
  whatsapp: 'main.tabs.whatsapp',
  email: 'main.tabs.email',
};

/** The email-style methods: one form, or tabs when there is more than one (WAI-ARIA tabs). */
export function EmailStyleBlock({ forms, showTabs }: { forms: PlacedForm[]; showTabs: boolean }) {
  const { t, locale } = useWidget();
  // Arrow keys follow what the user sees: in a right-to-left layout the next tab is on the left.
  const forward = isRtl(locale) ? 'ArrowLeft' : 'ArrowRight';
  const id = useWidgetId();
  const [active, setActive] = useState(0);
  // By reference, not document.getElementById: in a shadow root the document cannot see them.
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = forms[Math.min(active, forms.length - 1)];
  if (!current) return null;
  if (!showTabs) return <current.Form />;

  const focusTab = (index: number) => {
    const next = (index + forms.length) % forms.length;
    setActive(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="stw-stack">
      <div className="stw-tabs" role="tablist" aria-label={t('main.tabs.label')}>
        {forms.map((form, index) => (
          <button
            key={form.tab}
            id={`${id}-tab-${index}`}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            className="stw-tab"
            aria-selected={index === active}
            aria-controls={`${id}-panel`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            onKeyDown={(event) => {
              if (event.key === forward) focusTab(index + 1);
              else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') focusTab(index - 1);
              else if (event.key === 'Home') focusTab(0);
              else if (event.key === 'End') focusTab(forms.length - 1);
            }}
          >
            {t(TAB_LABEL[form.tab])}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${active}`}>
        <current.Form key={current.tab} />
      </div>
    </div>
  );
}
