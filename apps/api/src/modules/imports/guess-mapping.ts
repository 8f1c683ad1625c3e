import { importFields, type ImportKind, type ImportMapping } from '@salesdash/api-contract';

/** A header as compared: lower case, letters and digits only (`Rep E-mail` → `repemail`). */
function normalize(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Header spellings each field answers to, most specific first; a header is compared after
 * `normalize`. The first field (in this order) whose spelling equals a header takes it, then
 * the first whose spelling the header contains.
 */
const spellings: Record<string, readonly string[]> = {
  external_id: [
    'externalid',
    'id',
    'dealid',
    'transactionid',
    'paymentid',
    'invoiceid',
    'callid',
    'appointmentid',
    'meetingid',
    'eventid',
    'activityid',
    'recordid',
    'uuid',
    'reference',
    'ref',
    'opportunityid',
    'dealnumber',
  ],
  closer_email: [
    'closeremail',
    'closer',
    'repemail',
    'rep',
    'salesrep',
    'owneremail',
    'owner',
    'closedby',
    'assignedto',
    'hostemail',
  ],
  setter_email: ['setteremail', 'setter', 'bookedby', 'sdr', 'appointmentsetter'],
  rep_email: [
    'repemail',
    'rep',
    'agentemail',
    'agent',
    'dialedby',
    'calledby',
    'useremail',
    'user',
    'owner',
    'caller',
    'sender',
  ],
  customer_email: ['customeremail', 'clientemail', 'buyeremail', 'email'],
  customer_name: [
    'customername',
    'customer',
    'clientname',
    'client',
    'buyer',
    'accountname',
    'name',
  ],
  lead_email: ['leademail', 'prospectemail', 'inviteeemail', 'contactemail', 'email'],
  lead_name: ['leadname', 'lead', 'prospect', 'inviteename', 'invitee', 'contactname', 'name'],
  contract_value: ['contractvalue', 'contract', 'dealvalue', 'dealsize', 'totalcontract'],
  amount: ['amount', 'cashcollected', 'cash', 'collected', 'payment', 'paid', 'revenue', 'total'],
  call_date: [
    'calldate',
    'appointmentdate',
    'meetingdate',
    'eventstarttime',
    'starttime',
    'scheduledfor',
    'start',
    'date',
  ],
  date: [
    'date',
    'paymentdate',
    'transactiondate',
    'paidon',
    'closedate',
    'created',
    'timestamp',
    'time',
    'startedat',
    'sentat',
    'start',
  ],
  // A scheduling tool's event type names the offer the call is about ("Coaching Discovery").
  product: ['product', 'productname', 'offer', 'program', 'package', 'eventtype', 'meetingtype'],
  type: ['type', 'transactiontype', 'paymenttype', 'kind', 'channel'],
  // A CRM's deals have a stage ("Closed Won") where a payment has a status.
  status: ['status', 'state', 'outcome', 'result', 'stage', 'dealstage'],
  currency: ['currency', 'currencycode', 'isocurrency', 'curr'],
  answered: ['answered', 'connected', 'pickedup', 'disposition', 'callresult', 'outcome'],
  duration_seconds: ['durationseconds', 'duration', 'seconds', 'length', 'talktime'],
  notes: ['notes', 'note', 'comment', 'comments', 'memo'],
};

/**
 * A first mapping of `headers` to the fields of `kind`, by their names: each field to at most
 * one column and each column to at most one field. The person importing checks and changes it.
 */
export function guessMapping(kind: ImportKind, headers: readonly string[]): ImportMapping {
  const fields = importFields[kind] as readonly string[];
  const normalized = headers.map(normalize);
  const mapping: ImportMapping = {};
  const taken = new Set<number>();
  const claim = (matches: (header: string, spelling: string) => boolean) => {
    for (const field of fields) {
      if (Object.values(mapping).includes(field)) continue;
      for (const spelling of spellings[field] ?? []) {
        const column = normalized.findIndex(
          (header, index) => !taken.has(index) && header !== '' && matches(header, spelling),
        );
        if (column >= 0) {
          mapping[column] = field;
          taken.add(column);
          break;
        }
      }
    }
  };
  claim((header, spelling) => header === spelling);
  claim((header, spelling) => spelling.length >= 4 && header.includes(spelling));
  return mapping;
}
