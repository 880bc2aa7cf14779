import { useParams } from 'react-router';
import { CompanyDetail } from '@web/features/clients';

/** /agent/clients/companies/:companyId */
export function Component() {
  const { companyId = '' } = useParams();
  return <CompanyDetail key={companyId} companyId={companyId} />;
}
