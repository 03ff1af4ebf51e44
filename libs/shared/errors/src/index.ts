export {
  ErrorCode,
  errorCatalogue,
  isErrorCode,
  getErrorSpec,
  GENERIC_ERROR_MESSAGE,
  type ErrorName,
  type ErrorLogLevel,
  type ErrorSpec,
} from './catalogue';
export { isErrorEnvelope, type ErrorEnvelope, type ErrorDetail } from './envelope';
export { AppError, isAppError, toErrorReply, type AppErrorOptions, type ErrorReply } from './app-error';
export { errorToastMessage } from './toast-message';
export { answerClientError, isRouterError, routerRefusal, type Refusal, type RefusableSocket } from './http-refusal';
