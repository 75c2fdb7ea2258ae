import { Locator, type Page } from 'puppeteer-core';
import type { StringId } from '../../../widget/i18n/en';
import { namesFor, someMajorLeavesUnnamed } from './official-ui-names';
import { byRoleNamed, waitForText } from './queries';
import { englishText, type UiText } from './ui-text';

export type PhoneChannel = 'sms' | 'whatsapp';

/** Main's tabs, by the method each one opens. */
export type MainTab = PhoneChannel | 'email';

const TAB: Record<MainTab, StringId> = {
  sms: 'main.tabs.sms',
  whatsapp: 'main.tabs.whatsapp',
  email: 'main.tabs.email',
};

const SUBMIT: Record<PhoneChannel, StringId> = {
  sms: 'phone.submitSms',
  whatsapp: 'phone.submitWhatsapp',
};

/** Main's phone form (SMS or WhatsApp): country selector, national-format field, submit. */
export class PhonePage {
  constructor(
    readonly page: Page,
    readonly channel: PhoneChannel = 'sms',
    /** The widget's strings in the config's language. */
    readonly t: UiText = englishText,
  ) {}

  countrySelect() {
    return byRoleNamed(
      this.page,
      'combobox',
      namesFor(this.t, 'phone.countryLabel'),
      someMajorLeavesUnnamed('phone.countryLabel'),
    );
  }

  phoneField() {
    return byRoleNamed(this.page, 'textbox', namesFor(this.t, 'phone.label'));
  }

  submitButton() {
    return byRoleNamed(this.page, 'button', namesFor(this.t, SUBMIT[this.channel]));
  }

  /**
   * The form draws at once with the default country; it is complete (formatting, the full
   * country list) once the phone-number helpers have loaded.
   */
  async waitUntilReady(): Promise<void> {
    await this.countrySelect()
      .filter((el) => (el as HTMLSelectElement).options.length > 1)
      .wait();
    await this.phoneField().wait();
  }

  /** Opens a tab on Main (shown when there is more than one email-style method). */
  async openTab(tab: MainTab): Promise<void> {
    await byRoleNamed(this.page, 'tab', namesFor(this.t, TAB[tab])).click();
  }

  /**
   * Waits for Main, then opens this channel's tab if Main shows tabs; without tabs the
   * channel's own submit button is there instead.
   */
  async openOwnTabIfTabbed(): Promise<void> {
    const first = await Locator.race([
      byRoleNamed(this.page, 'tab', namesFor(this.t, TAB[this.channel])),
      this.submitButton(),
    ]).waitHandle();
    if (await first.evaluate((el) => el.getAttribute('role') === 'tab')) await first.click();
  }

  async chooseCountry(code: string): Promise<void> {
    const select = await this.countrySelect().waitHandle();
    await select.select(code);
  }

  /**
   * Types like a person, one key at a time, so the field reformats as it goes. 4.x's field
   * drops and reorders keys pressed while it reformats (under load, in `<StytchLogin>`): then
   * the number is pasted over what it shows, as a person would, in one input event.
   */
  async typeNumber(digits: string): Promise<void> {
    const field = await this.phoneField().waitHandle();
    await field.click();
    await field.type(digits);
    const typed = async () => (await this.fieldValue()).replace(/\D/g, '');
    if ((await typed()).endsWith(digits)) return;
    // The field as it is now: 4.x may have drawn it anew meanwhile.
    const again = await this.phoneField().waitHandle();
    await again.evaluate((el, value) => {
      const input = el as HTMLInputElement;
      input.focus();
      // The native setter, so a framework's own value tracking sees the change.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(
        new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste', data: value }),
      );
    }, digits);
    if (!(await typed()).endsWith(digits)) {
      throw new Error(`The phone field shows "${await this.fieldValue()}" after typing ${digits}`);
    }
  }

  async fieldValue(): Promise<string> {
    const field = await this.phoneField().waitHandle();
    return field.evaluate((el) => (el as HTMLInputElement).value);
  }

  /** The selected country's code and the label of its option. */
  async selectedCountry(): Promise<{ code: string; label: string }> {
    const select = await this.countrySelect().waitHandle();
    return select.evaluate((el) => {
      const s = el as HTMLSelectElement;
      return { code: s.value, label: s.selectedOptions[0]?.textContent ?? '' };
    });
  }

  async optionLabels(): Promise<string[]> {
    const select = await this.countrySelect().waitHandle();
    return select.evaluate((el) =>
      [...(el as HTMLSelectElement).options].map((o) => o.textContent ?? ''),
    );
  }

  async submitNumber(digits: string): Promise<void> {
    await this.typeNumber(digits);
    await this.submitButton().click();
  }

  async expectText(text: string): Promise<void> {
    await waitForText(this.page, text);
  }
}
