export { loadServerState } from './load-server-state';
export { needsServerState, type PageLoad } from './needs-server-state';
export { ServerStateProvider } from './server-state-provider';
