-- functions/refuse_statement_change.sql: stored statements and their lines only grow.
CREATE OR REPLACE TRIGGER "statements_frozen" BEFORE UPDATE OR DELETE ON "statements"
  FOR EACH ROW EXECUTE FUNCTION "refuse_statement_change"();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "statement_lines_frozen" BEFORE UPDATE OR DELETE ON "statement_lines"
  FOR EACH ROW EXECUTE FUNCTION "refuse_statement_change"();
