// One typed error for every failure a handler can report. The server turns it into the
// provider's bare error JSON, so handlers never build error bodies themselves.

export interface ErrorBody {
  status_code: number;
  request_id: string;
  error_type: string;
  error_message: string;
  error_url: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errorType: string;

  constructor(status: number, errorType: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorType = errorType;
  }

  toBody(requestId: string): ErrorBody {
    return {
      status_code: this.status,
      request_id: requestId,
      error_type: this.errorType,
      error_message: this.message,
      error_url: `https://stytch.com/docs/api/errors/${this.status}#${this.errorType}`,
    };
  }
}

export const badRequest = (message: string, errorType = 'bad_request'): ApiError =>
  new ApiError(400, errorType, message);

export const unauthorized = (message: string, errorType = 'unauthorized_credentials'): ApiError =>
  new ApiError(401, errorType, message);

export const notFound = (message: string, errorType = 'not_found'): ApiError =>
  new ApiError(404, errorType, message);

export const forbidden = (message: string, errorType = 'forbidden'): ApiError =>
  new ApiError(403, errorType, message);
