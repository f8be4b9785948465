export { DiagnosticsPage } from './components/diagnostics-page';
export { maskSecret } from './data/read-diagnostics';
