/**
 * An error whose message is shown to the user: Korean, with the HTTP status that says what went wrong.
 * Services throw these; the error handler turns them into the FAIL envelope.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = '로그인이 필요합니다.') => new AppError(401, message);
export const forbidden = (message = '접근이 불가합니다.') => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/** Korean messages for the statuses Fastify itself raises (body parsing, limits, routing). */
export const HTTP_STATUS_MESSAGES: Record<number, string> = {
  400: '요청 형식이 올바르지 않습니다.',
  401: '로그인이 필요합니다.',
  403: '접근이 불가합니다.',
  404: '요청한 정보를 찾을 수 없습니다.',
  405: '허용되지 않은 요청 방식입니다.',
  406: '지원하지 않는 응답 형식입니다.',
  408: '요청 시간이 초과되었습니다. 다시 시도해주세요.',
  409: '이미 처리된 요청입니다.',
  413: '요청 크기가 너무 큽니다.',
  414: '요청 주소가 너무 깁니다.',
  415: '지원하지 않는 형식입니다.',
  429: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  431: '요청 헤더가 너무 큽니다.',
  500: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  503: '서비스 점검 중입니다. 잠시 후 다시 시도해주세요.',
};
