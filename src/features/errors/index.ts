export { ErrorScreen } from './components/error-screen';
export { chooseErrorVariant, type ErrorVariant, type ErrorKind } from './choose-error-variant';
