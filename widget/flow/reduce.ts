import type { FlowEvent } from './events';
import type { FlowState } from './state';

/** The screen graph as a pure function. Changing screens clears the previous form error. */
export function reduce(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'transition':
      return { screen: event.screen, form: { ...state.form, errorMessage: '' } };
    case 'setMagicLinkEmail':
      return { ...state, form: { ...state.form, magicLinkState: { email: event.email } } };
    case 'updateOtpState':
      return {
        ...state,
        form: { ...state.form, otpState: { ...state.form.otpState, ...event.otpState } },
      };
    case 'updatePasswordState':
      return {
        ...state,
        form: {
          ...state.form,
          passwordState: { ...state.form.passwordState, ...event.passwordState },
        },
      };
    case 'setResetPasswordState':
      return {
        ...state,
        form: { ...state.form, resetPasswordState: { ...event.resetPasswordState } },
      };
    case 'updateCryptoState':
      return {
        ...state,
        form: { ...state.form, cryptoState: { ...state.form.cryptoState, ...event.cryptoState } },
      };
    case 'setErrorMessage':
      return { ...state, form: { ...state.form, errorMessage: event.message } };
    case 'clearErrorMessage':
      return { ...state, form: { ...state.form, errorMessage: '' } };
    default:
      return assertNever(event);
  }
}

function assertNever(event: never): never {
  throw new Error(`Unhandled flow event: ${JSON.stringify(event)}`);
}
