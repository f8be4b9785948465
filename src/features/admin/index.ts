export { AdminDemoPage, AdminPanelPage } from './components/admin-pages';
export { AdminGuard } from './components/admin-guard';
