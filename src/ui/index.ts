export { vars } from './theme/theme-contract.css';
