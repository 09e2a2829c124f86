import type * as API_ERROR_CODES from './apiErrorCodes';

/** One of the codes of apiErrorCodes.ts: what HttpError and `{detail, code}` answers carry. */
export type ApiErrorCode = Extract<(typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES], string>;
