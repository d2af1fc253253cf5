export { redactEntries, type RedactedEntries } from './redact-entries';
export { redactText, type RedactedText } from './redact-text';
export { SECRET_KINDS, type SecretKind } from './secret-patterns';
