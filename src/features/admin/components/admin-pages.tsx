import { Page } from '@/ui';

export function AdminPanelPage() {
  return (
    <Page title="Admin panel" lead="Feedback, users and tiers.">
      <p>The dashboard, feedback triage and user management are being built. The database already enforces who may see and change what.</p>
    </Page>
  );
}

export function AdminDemoPage() {
  return (
    <Page title="Admin panel (demo)" lead="A look at the admin panel with sample data; it reads nothing from the database.">
      <p>The demo of the admin panel arrives with the panel itself.</p>
    </Page>
  );
}
