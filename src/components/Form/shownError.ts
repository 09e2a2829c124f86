/**
 * The one rule of when a field speaks: its message shows once the customer has left the field
 * or tried to submit, never on a form they have not touched yet. The server's word on a field
 * (`setError(…, { type: 'server' })`) shows at once: it only exists because they acted.
 */
export function shownError(
  field: { error?: { message?: string; type?: string }; isTouched: boolean },
  submitted: boolean,
): string | undefined {
  // Read both before deciding: react-hook-form's field state subscribes to what a render reads,
  // so an error left unread while the field was untouched would never arrive after a submit.
  const { error, isTouched } = field;
  return isTouched || submitted || error?.type === 'server' ? error?.message : undefined;
}
