export { AdminDemoPage } from './components/admin-demo-page';
export { AdminGuard } from './components/admin-guard';
export { AdminPanelPage } from './components/admin-panel-page';
export {
  checkAdminAccess,
  ADMIN_ROLE_MISSING_MESSAGE,
  type AdminAccess,
} from './data/check-admin-access';
export { AdminUsersPage } from './components/admin-users-page';
