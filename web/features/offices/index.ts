export { OfficesSection } from './components/offices-section';
