export { ClientDirectory } from './components/client-directory';
export { CompanyDetail } from './components/company-detail';
export { ContactDetail } from './components/contact-detail';
