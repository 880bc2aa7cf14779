import type { Company } from '@core/contracts/clients';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { loadCompanies } from './directory-query';

export async function getCompany(db: Db, id: string): Promise<Company> {
  const [company] = await loadCompanies(db, [id]);
  if (!company) throw new AppError('NOT_FOUND', 'Company not found');
  return company;
}
