export { FamilyPage } from './components/family-page';
