print("snapshots")
