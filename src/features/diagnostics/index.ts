export { DiagnosticsPage } from './components/diagnostics-page';
export { maskSecret } from './read-diagnostics';
