// The passkeys product's strings, quoted exactly (hosts and tests match on this wording), loaded
// with its lazy chunk (screens/passkeys/product-chunk.ts). Hosts override them through `strings`
// as any other.
export const enPasskeys = {
  'passkeys.login': 'Login with a Passkey',
  'passkeys.loginUnknownError':
    'Unknown error occurred during passkey authentication. Please try again.',
  'passkeys.loginNotFound':
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  'passkeyConfirmation.title': 'Success. Your Passkey has been successfully authenticated.',
  'passkeyRegistration.noUser':
    'Error: Cannot use PasskeyRegistration component without active user authenticated.',
  'passkeyRegistration.title': 'Set up a new Passkey',
  'passkeyRegistration.create': 'Create a Passkey',
  'passkeyRegistration.skip': 'Skip',
  'passkeyRegistration.alreadyRegistered':
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  'passkeyRegistration.notCreated':
    'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
  'passkeyRegistration.userLoadFailed': 'Your passkeys could not be loaded: {message}',
  'passkeySuccess.title': 'Passkey successfully created!',
  'passkeySuccess.listLabel': 'Your passkeys',
  'passkeySuccess.empty': 'No passkeys yet.',
  'passkeySuccess.another': 'Set up another Passkey',
  'passkeySuccess.done': 'Done',
  'passkeySuccess.loading': 'Loading your passkeys',
  'passkeyRow.nameLabel': 'Passkey name',
  'passkeyRow.edit': 'Edit {name}',
  'passkeyRow.editShort': 'Edit',
  'passkeyRow.save': 'Save',
  'passkeyRow.cancel': 'Cancel',
  'passkeyRow.delete': 'Delete {name}',
  'passkeyRow.deleteWarning': 'Once deleted, the passkey cannot be restored.',
  'passkeyRow.confirmDelete': 'Delete',
  'passkeyRow.unnamed': 'Passkey',
} as const;
