export { FamilyPage } from './components/family-page';
export { GrownUpPrompt } from './components/grown-up-prompt';
export { ParentGate } from './components/parent-gate';
export { ProfileSwitcher } from './components/profile-switcher';
