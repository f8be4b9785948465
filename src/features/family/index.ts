export { FamilyPage } from './components/family-page';
export { ParentGate } from './components/parent-gate';
export { ProfileSwitcher } from './components/profile-switcher';
