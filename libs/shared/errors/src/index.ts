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
export { AppError, isAppError, toCatalogueReply, type AppErrorOptions, type ErrorReply } from './app-error';
export {
  fieldProblems,
  isFailedCall,
  saveProblem,
  toastText,
  type FailedCall,
  type FieldMapping,
  type FieldProblem,
  type SaveProblem,
  type ToastPolicy,
} from './screen-errors';
export { answerClientError, isRouterError, routerRefusal, type Refusal, type RefusableSocket } from './http-refusal';
