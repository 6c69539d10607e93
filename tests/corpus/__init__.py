"""The bad-input corpus (README.md) and the script that writes its generated part."""
