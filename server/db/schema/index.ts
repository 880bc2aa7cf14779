export * from './auth';
export * from './profiles';
export * from './audit';
export * from './mail';
export * from './client-errors';
export * from './work';
export * from './orders';
export * from './clients';
