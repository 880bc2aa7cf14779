export { orderQueryOptions } from './api';
export { NewOrderForm } from './components/new-order-form';
export { OrderActivity } from './components/order-activity';
export { OrderHeader } from './components/order-header';
export { OrderListScreen } from './components/order-list-screen';
export { OrderOverview } from './components/order-overview';
export { OrderParties } from './components/order-parties';
export { OrderProperty } from './components/order-property';
