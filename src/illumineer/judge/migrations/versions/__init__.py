"""The ledger's schema revisions, oldest first by number."""
