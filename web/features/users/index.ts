export { UsersSection } from './components/users-section';
