/**
 * What each screen says while it has no records: its title and description come from the menu;
 * this is the empty state, true for a workspace in which nothing of the kind exists yet.
 */
export interface ScreenCopy {
  title?: string;
  description?: string;
  emptyTitle: string;
  emptyBody: string;
}

export const screenCopy: Record<string, ScreenCopy> = {
  '/agent/analytics': { emptyTitle: 'No closing activity to analyse', emptyBody: 'Volume, revenue and cycle-time charts are drawn from closed files; this workspace has none.' },
  '/agent/messages': { emptyTitle: 'No conversations', emptyBody: 'Threads with clients and colleagues appear here, newest first.' },
  '/agent/notifications': { emptyTitle: 'You are all caught up', emptyBody: 'Assignments, due dates, status changes and new documents are announced here.' },
  '/agent/remittance-management': { emptyTitle: 'No remittances', emptyBody: 'Remittance batches to underwriters are built from issued policies; none have been issued.' },
  '/agent/tasks': { emptyTitle: 'No tasks', emptyBody: 'Tasks assigned to you and your team appear here.' },
  '/agent/task-board': { emptyTitle: 'No tasks on the board', emptyBody: 'Tasks appear in columns by status: to do, in progress, blocked, done.' },
  '/agent/document-processing': { emptyTitle: 'No documents processed', emptyBody: 'Uploaded documents and the data extracted from them are queued here.' },
  '/agent/document-templates': { emptyTitle: 'No document templates', emptyBody: 'Templates with merge fields that render generated documents are listed here.' },
  '/agent/generated-documents': { emptyTitle: 'No generated documents', emptyBody: 'Documents rendered from templates for an order are kept here.' },
  '/agent/document-data-review': { emptyTitle: 'Nothing to review', emptyBody: 'Fields extracted from documents wait here for approval or correction.' },
  '/agent/closing-disclosure-dashboard': { emptyTitle: 'No Closing Disclosures', emptyBody: 'Each order’s CD status, delivery clock and tolerance flags are shown here.' },
  '/agent/closing-disclosure/new': { emptyTitle: 'No order to disclose', emptyBody: 'A Closing Disclosure is built for an order; there are no orders yet.' },
  '/agent/fee-library': { emptyTitle: 'The fee library is empty', emptyBody: 'Fee types with their CD section, payee, default amount and tolerance bucket are kept here.' },
  '/agent/title-commitments': { emptyTitle: 'No title commitments', emptyBody: 'Commitments issued for orders, with their versions and requirements, are listed here.' },
  '/agent/title-examination': { emptyTitle: 'No examinations', emptyBody: 'Examinations of search results for orders are worked here.' },
  '/agent/commitment-generator': { emptyTitle: 'No order to commit', emptyBody: 'A commitment is generated from an order and its examination; there are no orders yet.' },
  '/agent/commitment-templates': { emptyTitle: 'No commitment templates', emptyBody: 'Clause libraries and templates for Schedules A, B-I and B-II are kept here.' },
  '/agent/title-plant-search': { emptyTitle: 'The title plant is empty', emptyBody: 'Recorded instruments per county are searched here by party, APN, address or instrument number.' },
  '/agent/document-processor': { emptyTitle: 'No documents in the processor', emptyBody: 'Documents sent for extraction and their progress are shown here.' },
  '/agent/escrow-transactions': { emptyTitle: 'No escrow transactions', emptyBody: 'Receipts and disbursements of the trust accounts, with running balances, are listed here.' },
  '/agent/reconciliation-reports': { emptyTitle: 'No reconciliations', emptyBody: 'Monthly three-way reconciliations of the trust accounts are kept here.' },
  '/agent/financial-reporting': { emptyTitle: 'No postings to report', emptyBody: 'Trial balance, registers and revenue are computed from posted transactions; there are none.' },
  '/agent/disbursement-tracking': { emptyTitle: 'No disbursements', emptyBody: 'Disbursements pending approval, approved, released and cleared are tracked here.' },
  '/agent/title-escrow-dashboard': { emptyTitle: 'No performance data', emptyBody: 'Cycle times, on-time recording and policy issue are measured on closed files.' },
  '/agent/underwriter-portal': { emptyTitle: 'No underwriters', emptyBody: 'Agency agreements, rate manuals and policy reporting per underwriter are kept here.' },
  '/agent/underwriter-integrations': { emptyTitle: 'No integrations', emptyBody: 'Configured connectors and their delivery log are shown here.' },
  '/agent/remittance-status': { emptyTitle: 'No remittances', emptyBody: 'Submitted, paid and reconciled remittance batches are tracked here.' },
  '/agent/cpl': { title: 'Closing Protection Letters', description: 'CPLs issued to lenders', emptyTitle: 'No closing protection letters', emptyBody: 'Letters issued to lenders for orders, and their status, are listed here.' },
  '/agent/cpl/new': { title: 'New Closing Protection Letter', description: 'Issue a CPL for an order', emptyTitle: 'No order to cover', emptyBody: 'A CPL is issued for an order and its lender; there are no orders yet.' },
  '/agent/vendor-marketplace': { emptyTitle: 'No vendors', emptyBody: 'Abstractors, surveyors, notaries and other service providers are listed here.' },
  '/agent/vendor-management': { emptyTitle: 'No vendors to manage', emptyBody: 'Vetting status, insurance and licence expiry per vendor are tracked here.' },
  '/agent/vendor-settings': { emptyTitle: 'No vendor settings', emptyBody: 'Service types and vendor rules for this agency are kept here.' },
  '/agent/vendor-orders': { title: 'Vendor Orders', description: 'Services requested from vendors', emptyTitle: 'No vendor orders', emptyBody: 'Work orders sent to vendors for orders, and their progress, are listed here.' },
  '/agent/ai-dashboard': { emptyTitle: 'No insights', emptyBody: 'Risk insights are drawn from open files (closings without a CD sent, changed wire instructions, uncleared requirements).' },
  '/agent/specialized-search': { emptyTitle: 'Nothing to search yet', emptyBody: 'Orders, parties, properties, instruments and documents are searched from here.' },
  '/agent/data-import-export': { emptyTitle: 'No imports or exports', emptyBody: 'CSV and spreadsheet imports with their progress, and exports, are listed here.' },
  '/agent/workflow-monitoring': { emptyTitle: 'No workflows to monitor', emptyBody: 'Stuck files, overdue tasks by stage and SLA breaches are shown here.' },
  '/client/documents': { title: 'Documents', emptyTitle: 'No documents shared with you', emptyBody: 'Documents your title agent shares with you appear here.' },
  '/client/document-center': { title: 'Document Center', description: 'Upload and find your documents', emptyTitle: 'No documents', emptyBody: 'Documents you upload or that are shared with you appear here.' },
  '/client/secure-documents': { title: 'Secure Documents', description: 'Sensitive documents such as wire instructions', emptyTitle: 'No secure documents', emptyBody: 'Documents with sensitive details are kept here, visible only to you and your agent.' },
  '/client/sign': { title: 'Sign Documents', description: 'Documents waiting for your signature', emptyTitle: 'Nothing to sign', emptyBody: 'Documents sent to you for signature appear here.' },
  '/client/closing-disclosure': { title: 'Closing Disclosure', description: 'Your closing costs and cash to close', emptyTitle: 'No Closing Disclosure yet', emptyBody: 'Your Closing Disclosure appears here when your agent sends it.' },
  '/client/notifications': { emptyTitle: 'You are all caught up', emptyBody: 'Updates about your closing appear here.' },
  '/client/ai-notifications': { emptyTitle: 'No insights', emptyBody: 'Reminders about your closing (documents to provide, dates to keep) appear here.' },
  '/client/chat': { title: 'Chat', description: 'Talk to your title agent', emptyTitle: 'No conversations', emptyBody: 'Messages with your title agent about your orders appear here.' },
  '/client/ai-assistant': { emptyTitle: 'No order to ask about', emptyBody: 'The assistant answers questions from your own order data; you are not a party to an order yet.' },
  '/client/tasks': { emptyTitle: 'Nothing needed from you', emptyBody: 'Tasks such as uploading an ID or signing a document appear here.' },
  '/vendor/orders': { emptyTitle: 'No work orders', emptyBody: 'Requests from title agencies appear here to accept or decline.' },
  '/vendor/services': { emptyTitle: 'No services listed', emptyBody: 'The services you offer, with coverage and rates, are listed here.' },
};
