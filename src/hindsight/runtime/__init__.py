"""Long-running processes: the worker and the scheduler of periodic review, audit and distillation."""
