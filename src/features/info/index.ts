export { AboutPage, BetaPage, LearningPage } from './components/info-pages';
