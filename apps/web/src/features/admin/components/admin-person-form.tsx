import type { TCompany, TPerson, TPersonInput } from "@wellguard/contract";
import type { ReactNode } from "react";
import { PersonForm } from "@/features/organisation/components/person-form";
import { useDepartments } from "../api/departments";
import { CompanyMultiSelect } from "./company-select";
import { QueryState } from "./query-state";

/** PersonForm in the ADMIN area: the company's departments and services, and the managed-companies picker. */
export function AdminPersonForm({
  mode,
  company,
  initial,
  onSubmit,
  extraActions,
}: {
  mode: "create" | "edit";
  company: TCompany;
  initial?: TPerson;
  onSubmit: (values: TPersonInput) => Promise<void>;
  extraActions?: ReactNode;
}) {
  const departments = useDepartments(company.stakeholderId);
  return (
    <QueryState query={departments} testId="person-departments">
      {(list) => (
        <PersonForm
          mode={mode}
          area="ADMIN"
          initial={initial}
          companyId={company.stakeholderId}
          companyServices={company.services}
          companyDomains={company.domains}
          departments={list}
          onSubmit={onSubmit}
          extraActions={extraActions}
          renderControllerCompanies={(field) => (
            <CompanyMultiSelect
              label={field.label}
              description={field.description}
              value={field.value}
              onChange={field.onChange}
              error={field.error}
              testId="person-form-controller-companies"
            />
          )}
        />
      )}
    </QueryState>
  );
}
